import Foundation
import Testing
@testable import PlumbRender

@Suite struct SymbolShapeTests {
    let body = SymbolPath.polyline([(0.1, 0.1), (0.9, 0.1), (0.9, 0.9)], closed: true)
    let mark = SymbolPath.polyline([(0.3, 0.5), (0.7, 0.5)])
    let hole = SymbolPath.circle(0.6, 0.4, radius: 0.1)
    let lid = Symbol.Element.stroke(.polyline([(0.1, 0.05), (0.9, 0.05)]))

    @Test func theOutlineStrokesEveryPartAndTheFillFillsTheBodyAndCutsOutTheRest() {
        let shape = SymbolShape(body: [body], marks: [mark], holes: [hole], overlay: [lid])
        #expect(shape.outlined == [.stroke(body), .stroke(mark), .stroke(hole), lid])
        #expect(shape.filled == [.fill(body), .stroke(body), .cutout(mark), .hole(hole), lid])
    }

    @Test func bothVariantsAreNamedAndSizedAlike() {
        let symbols = SymbolShape(body: [body], marks: [mark]).symbols("wedge", width: 1.2, height: 0.8)
        #expect(symbols.map(\.name) == ["wedge", "wedge.fill"])
        #expect(symbols.allSatisfy { $0.widthFactor == 1.2 && $0.heightFactor == 0.8 })
        #expect(symbols.map(\.hasCutouts) == [false, true])
    }

    @Test func aFigureEnclosedByAFrameKeepsItsMarksAndHoles() {
        let frame = SymbolPath.circle(0.5, 0.5, radius: 0.45)
        let enclosed = SymbolShape(body: [], marks: [mark], holes: [hole]).enclosed(by: frame)
        #expect(enclosed.filled == [.fill(frame), .stroke(frame), .cutout(mark), .hole(hole)])
    }

    @Test func aShapeDrawnInFontSizesIsScaledIntoTheUnitSquare() {
        let symbol = SymbolShape(body: [.circle(1, 0.5, radius: 0.5)]).outline("coin", width: 2, height: 1, inFontSizes: true)
        #expect(symbol.elements == [.stroke(.ellipse(CGRect(x: 0.25, y: 0, width: 0.5, height: 1)))])
    }
}
