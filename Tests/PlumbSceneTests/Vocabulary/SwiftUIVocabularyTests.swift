import PlumbInterpreter
import Testing
@testable import PlumbScene

@Test func everyTypeTheVocabularysParametersNameIsRegisteredOrGeneric() {
    let (library, _) = SwiftUIVocabulary.library()
    _ = library.registeredTypes
    #expect(library.unresolvedTypeNames.sorted() == [])
}
