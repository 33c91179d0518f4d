/// A binary operator as written (`name`, for messages and the file's own operator functions) and, for the
/// standard library's operators, which one it is: decoded once when the file is lowered, so evaluating `a + b`
/// compares no strings.
struct BinaryOperator {
    enum Kind {
        case add, subtract, multiply, divide, remainder
        case wrappingAdd, wrappingSubtract, wrappingMultiply
        case bitAnd, bitOr, bitXor, shiftLeft, shiftRight
        case equal, notEqual, less, greater, lessOrEqual, greaterOrEqual, pattern, identical, notIdentical
        case and, or, coalesce, halfOpenRange, closedRange
        /// An operator the standard library does not define for its types: only the file's operator functions apply.
        case other
    }

    let name: String
    let kind: Kind

    init(_ name: String) {
        self.name = name
        kind = switch name {
        case "+": .add
        case "-": .subtract
        case "*": .multiply
        case "/": .divide
        case "%": .remainder
        case "&+": .wrappingAdd
        case "&-": .wrappingSubtract
        case "&*": .wrappingMultiply
        case "&": .bitAnd
        case "|": .bitOr
        case "^": .bitXor
        case "<<": .shiftLeft
        case ">>": .shiftRight
        case "==": .equal
        case "!=": .notEqual
        case "<": .less
        case ">": .greater
        case "<=": .lessOrEqual
        case ">=": .greaterOrEqual
        case "~=": .pattern
        case "===": .identical
        case "!==": .notIdentical
        case "&&": .and
        case "||": .or
        case "??": .coalesce
        case "..<": .halfOpenRange
        case "...": .closedRange
        default: .other
        }
    }

    /// `<`, which sorting asks a type's own operator for.
    static let lessThan = BinaryOperator("<")

    /// `+ - * / %`: the result has the operands' type, so the left operand takes the contextual type.
    var isArithmetic: Bool {
        switch kind {
        case .add, .subtract, .multiply, .divide, .remainder: true
        default: false
        }
    }
}
