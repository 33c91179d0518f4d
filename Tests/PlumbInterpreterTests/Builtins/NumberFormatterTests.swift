import Testing
@testable import PlumbInterpreter

@Test func aNumberFormatterFormatsAsAnIPhoneInUSEnglish() throws {
    #expect(try output("""
    func main() {
        let formatter = NumberFormatter()
        formatter.numberStyle = .spellOut
        print(formatter.string(from: NSNumber(value: 42)) ?? "nil")
        formatter.numberStyle = .currency
        print(formatter.string(from: 3.5)!, formatter.numberStyle == .currency)
        formatter.numberStyle = .ordinal
        print(formatter.string(from: 3)!)
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 2
        let copy = formatter
        print(copy.string(from: 1234.5678)!, formatter.number(from: "1,234.5")!, formatter.number(from: "x") == nil)
        print(NSNumber(value: 2.9).intValue, 7.doubleValue)
    }
    """) == "forty-two\n$3.50 true\n3rd\n1,234.57 1234.5 true\n2 7.0\n")
}
