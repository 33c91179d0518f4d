import PlumbInterpreter

extension NativeCall {
    /// Where `value` lies in the `ClosedRange<Double>` argument at `index`, as a fraction of it (not clamped; 0 for an
    /// empty range).
    func fraction(of value: Double, inRange index: Int) throws -> Double {
        guard case .range(let range) = self[index], let lower = range.lower?.doubleValue, let upper = range.upper?.doubleValue else {
            throw mismatch(index, "ClosedRange<Double>")
        }
        return upper > lower ? (value - lower) / (upper - lower) : 0
    }
}
