import Foundation
import Testing
@testable import PlumbLayout

@Test func unspecifiedDimensionsDefaultToTen() {
    #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions() == CGSize(width: 10, height: 10))
    #expect(ProposedViewSize(width: 5, height: nil).replacingUnspecifiedDimensions() == CGSize(width: 5, height: 10))
}

@Test func lengthsPrintWithoutNeedlessFractions() {
    #expect(formatLength(85) == "85")
    #expect(formatLength(85.333333) == "85.333")
    #expect(formatLength(.infinity) == "inf")
    #expect(formatLength(-82.6667, decimals: 1) == "-82.7")
    #expect(formatLength(12.5, decimals: 1) == "12.5")
    #expect(formatLength(-0.04, decimals: 1) == "0")
    #expect(formatLength(39.96, decimals: 1) == "40")
    #expect(ProposedViewSize(width: nil, height: 42.5).description == "(nil, 42.5)")
}
