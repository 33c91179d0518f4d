import PlumbInterpreter

extension NativeLibrary {
    /// Registers SwiftUI view types by name, each conforming to `View` (their initializers and members are
    /// registered on top by the vocabulary that owns them).
    func registerViewTypes(_ names: [String]) {
        for name in names { register(NativeType(name, conformances: ["View"])) }
    }
}
