extension ProjectModule {
    /// The module name Xcode and SwiftPM derive from a target's or folder's name: characters that cannot be in an
    /// identifier become `_`, and a name starting with a digit gets a `_` before it.
    static func name(of targetName: String) -> String {
        let name = String(targetName.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        return name.first?.isNumber == true ? "_" + name : name
    }
}
