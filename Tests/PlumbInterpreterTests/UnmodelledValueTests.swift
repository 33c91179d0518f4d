import Testing
@testable import PlumbInterpreter

@Test func anImplicitMemberOfAnUnmodelledTypeIsNil() throws {
    let harness = Harness("""
    struct Blur {
        var style: UIBlurEffect.Style
        init(style: UIBlurEffect.Style = .systemMaterial) { self.style = style }
    }

    func describe(_ style: UIBlurEffect.Style?) -> String { style == nil ? "nil" : "some" }

    func main() {
        print(describe(.systemUltraThinMaterialDark))
        print(describe(.init(rawValue: 3)))
        _ = Blur(style: .dark)
        _ = Blur()
        print("made")
    }
    """)
    #expect(harness.diagnostics.map(\.summary) == [
        "Test.swift:2:16: warning: 'UIBlurEffect' belongs to UIKit, which Plumb does not model: the code that uses it is left out of the preview, and stops with an error if it runs",
    ])
    #expect(try harness.interpreter.callFunction("main") == .void)
    #expect(harness.printed == "nil\nnil\nmade\n")
}

@Test func anImplicitMemberWithoutAContextualTypeIsStillAnError() {
    #expect(loadErrors("func main() { let x = 1; _ = x; _ = Widget(style: .dark) }") == ["Test.swift:1:37: error: cannot find 'Widget' in scope"])
    #expect(runtimeError("func take(_ x: Any) {}\nfunc main() { take(.systemMaterial) }") == "Test.swift:2:20: error: cannot infer contextual base in reference to member 'systemMaterial'")
}

@Test func coreDataManagedPropertiesInAnExtensionLoadAndStopOnlyWhenRead() throws {
    let harness = Harness("""
    class Note: NSManagedObject {}

    extension Note {
        @NSManaged public var title: String?
        @NSManaged public var favorite: Bool
        var shownTitle: String { title ?? "Untitled" }
    }

    func main() { print("runs") }
    func read() -> String { Note().shownTitle }
    """)
    #expect(harness.diagnostics.map(\.summary) == [
        "Test.swift:1:13: warning: 'NSManagedObject' belongs to an Objective-C framework (Foundation, Core Data), which Plumb does not model: the code that uses it is left out of the preview, and stops with an error if it runs",
        "Test.swift:4:27: warning: '@NSManaged' belongs to Core Data, which Plumb does not model: the code that uses it is left out of the preview, and stops with an error if it runs",
    ])
    #expect(try harness.interpreter.callFunction("main") == .void)
    #expect(harness.printed == "runs\n")
    #expect(throws: InterpreterError.self) { try harness.interpreter.callFunction("read") }
}
