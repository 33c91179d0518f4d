import Testing
@testable import PlumbLayout

@Suite struct SymbolVariantsTests {
    @Test func aVariantsNamesRunFromEverySuffixDownToTheNameAsWritten() {
        #expect(SymbolVariants.fill.names(for: "person") == ["person.fill", "person"])
        #expect(SymbolVariants.circle.fill.names(for: "person") == ["person.circle.fill", "person.circle", "person.fill", "person"])
        #expect(SymbolVariants.slash.names(for: "bell") == ["bell.slash", "bell"])
        #expect(SymbolVariants.none.names(for: "bell") == ["bell"])
    }

    @Test func suffixesTheNameHasAreKeptInSFSymbolsOrderAndNotAddedTwice() {
        #expect(SymbolVariants.fill.names(for: "heart.fill") == ["heart.fill"])
        #expect(SymbolVariants.circle.names(for: "heart.fill") == ["heart.circle.fill", "heart.fill"])
        #expect(SymbolVariants.fill.names(for: "person.crop.circle") == ["person.crop.circle.fill", "person.crop.circle"])
        #expect(SymbolVariants.circle.fill.names(for: "mic.slash") == ["mic.slash.circle.fill", "mic.slash.circle", "mic.slash.fill", "mic.slash"])
    }

    @Test func nestedVariantsAddUpAndAnInnerShapeReplacesAnOuterOne() {
        #expect(SymbolVariants.fill.adding(.circle) == .circle.fill)
        #expect(SymbolVariants.circle.adding(.square) == .square)
        #expect(SymbolVariants.circle.fill.adding(.none) == .circle.fill)
        #expect(SymbolVariants.fill.enclosed(in: .square).description == ".square.fill")
        #expect(SymbolVariants.none.description == ".none")
    }
}
