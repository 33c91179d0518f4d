import Testing
@testable import PlumbInterpreter

@Test func activeClausesOfDeclarationsMembersAndStatementsRunAsIfWrittenAlone() throws {
    #expect(try output("""
    #if canImport(UIKit)
    let platform = "iOS"
    #else
    let platform = "mac"
    #endif
    struct Build {
        #if DEBUG
        static let mode = "debug"
        #else
        static let mode = "release"
        #endif
    }
    func main() {
        #if os(macOS)
        print("macOS")
        #elseif os(iOS) && !targetEnvironment(macCatalyst)
        let device = "iPhone"
        print(device)
        #endif
        print(platform, Build.mode)
        #if swift(>=5.9) && (arch(arm64) || arch(x86_64)) && compiler(>=5)
        print("new")
        #endif
        #if swift(<5.0) || FLAG_NOBODY_SET || os(watchOS)
        print("never")
        #else
        print("else")
        #endif
    }
    """) == "iPhone\niOS debug\nnew\nelse\n")
}

@Test func modifiersInAnActiveClauseApplyToTheChainBeforeIt() throws {
    #expect(try output("""
    struct Text {
        var words: [String]
        init(_ word: String) { words = [word] }
        func padding() -> Text { var copy = self; copy.words.append("padding"); return copy }
        func bold() -> Text { var copy = self; copy.words.append("bold"); return copy }
        func border(_ width: Int) -> Text { var copy = self; copy.words.append("border \\(width)"); return copy }
    }
    func main() {
        let text = Text("chain")
        #if os(iOS)
            .padding()
            .bold()
        #else
            .border(9)
        #endif
            .border(1)
        let other = Text("other")
        #if os(macOS)
            .padding()
        #endif
        print(text.words, other.words)
    }
    """) == "[\"chain\", \"padding\", \"bold\", \"border 1\"] [\"other\"]\n")
}

@Test func inactiveClausesAreNotLowered() {
    #expect(loadErrors("""
    #if os(Linux)
    func broken() { print(Rectangel) }
    #endif
    func main() {
        #if targetEnvironment(simulator)
        print(Rectangel)
        #endif
    }
    """) == ["Test.swift:6:11: error: cannot find 'Rectangel' in scope; did you mean 'Rectangle'?"])
}

@Test func aConditionPlumbCannotDecideIsReportedOnceAndDoesNotHold() {
    #expect(loadErrors("""
    struct Box {
        #if 1 + 1
        let value = Rectangel
        #endif
    }
    func main() {}
    """) == ["Test.swift:2:9: error: unsupported: this #if condition"])
}
