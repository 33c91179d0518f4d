import Testing
@testable import PlumbInterpreter

@Test func offsetsBecomeOneBasedLinesAndUTF8Columns() {
    let table = LineTable("ab\ncd\r\n\nlast — line")
    #expect(table.location(of: 0) == (1, 1))
    #expect(table.location(of: 2) == (1, 3))
    #expect(table.location(of: 3) == (2, 1))
    #expect(table.location(of: 6) == (2, 4))
    #expect(table.location(of: 7) == (3, 1))
    #expect(table.location(of: 8) == (4, 1))
    #expect(table.location(of: 16) == (4, 9))
}

@Test func offsetsOutsideTheSourceAreClampedToIt() {
    let table = LineTable("one\ntwo")
    #expect(table.location(of: -3) == (1, 1))
    #expect(table.location(of: 7) == (2, 4))
    #expect(table.location(of: 100) == (2, 4))
    #expect(LineTable("").location(of: 5) == (1, 1))
}

@Test func linesAreReadWithoutTheirBreak() {
    let table = LineTable("ab\ncd\r\n\nlast")
    #expect(table.text(ofLine: 1) == "ab")
    #expect(table.text(ofLine: 2) == "cd")
    #expect(table.text(ofLine: 3) == "")
    #expect(table.text(ofLine: 4) == "last")
    #expect(table.text(ofLine: 5) == nil)
    #expect(table.text(ofLine: 0) == nil)
}
