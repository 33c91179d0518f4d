import Foundation
import PlumbInterpreter
import Testing
@testable import PlumbScene

@Test func everyTypeTheVocabularysParametersNameIsRegisteredOrGeneric() {
    let (library, _) = SwiftUIVocabulary.library()
    _ = library.registeredTypes
    #expect(library.unresolvedTypeNames.sorted() == [])
}

/// The type names the vocabulary's sources make values of (`types.make("Color", …)`), in closures that run only when
/// a scene calls them, name registered types: a misspelt one fails here rather than in a user's scene.
@Test func everyTypeTheVocabularyMakesValuesOfIsRegistered() throws {
    let (library, _) = SwiftUIVocabulary.makeLibrary()  // a library no scene has run in
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/PlumbScene")
    let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
    let reference = #/types\.(?:make|type|view)\("([^"]+)"/#
    var unknown: [String] = []
    var found = 0
    for file in files.sorted() {
        let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        for match in text.matches(of: reference) {
            found += 1
            if library.type(named: String(match.1)) == nil { unknown.append("\(match.1) in \(file)") }
        }
    }
    #expect(found > 300)
    #expect(unknown == [])
}
