/// What went wrong, independent of where. Each kind renders the message swiftc (or the Swift runtime) would print.
public enum ErrorKind: Hashable, Sendable {
    /// A name that resolves to nothing; `suggestion` is the closest name in scope.
    case cannotFind(name: String, isType: Bool, suggestion: String?)
    /// A name of an Apple framework the interpreter does not model (`UIView`, `PKPaymentButton`): on load a warning,
    /// and the code that names it is left out (``UnmodelledFrameworks``); `running` when that code is asked to run.
    case unmodelled(name: String, framework: String, running: Bool)
    /// A name no loaded module declares, in a file that imports a module Plumb could not load (a package not checked
    /// out, a binary target): it may come from there.
    case unloadedModule(name: String, module: String, running: Bool)
    /// A member that the value's type does not have.
    case noMember(typeName: String, member: String, suggestion: String?)
    /// A member name no type has: found on load, before the type of what it is read from is known.
    case unknownMember(member: String, suggestion: String?)
    /// A construct the interpreter deliberately does not run (`actors`, `async/await`, `@Environment`, …).
    case unsupported(String)
    /// A call whose labels or arguments fit no candidate; the message names what was expected.
    case argumentMismatch(String)
    /// A value of the wrong type where a type is known.
    case typeMismatch(have: String, expected: String, context: String)
    /// A binary operator applied to operands it has no overload for (`Int + Double`).
    case operandMismatch(operator: String, lhs: String, rhs: String)
    /// Force-unwrapping `nil`.
    case unexpectedNil
    case indexOutOfRange(index: Int, count: Int)
    case divisionByZero
    case overflow(operator: String)
    /// The step budget ran out: usually an endless loop.
    case stepBudgetExhausted(limit: Int)
    /// Evaluation ran past the time budget.
    case timeBudgetExhausted(seconds: Double)
    /// Evaluation was stopped through ``Interpreter/cancellation`` (a newer load replaced this one).
    case cancelled
    /// Calls nested deeper than the budget allows: usually runaway recursion.
    case callDepthExceeded(limit: Int)
    /// Operators nested deeper than the native stack holds (a sum of a hundred thousand terms).
    case expressionTooDeep
    /// A collection larger than the budget allows.
    case collectionTooLarge(count: Int, limit: Int)
    /// More bytes of values made in total than the memory budget allows.
    case memoryBudgetExhausted(bytes: Int)
    /// A string longer than the budget allows.
    case stringTooLong(length: Int, limit: Int)
    /// Source that arrived with curly quotes, as text copied from a web page does.
    case curlyQuotes
    /// Square brackets nested deeper than the parser is given (``BracketNesting``).
    case squareBracketsTooDeep(limit: Int)
    /// Parentheses and square brackets together nested deeper than the parser is given (``BracketNesting``).
    case bracketsTooDeep(limit: Int)
    /// A control character in code (``ControlCharacters``).
    case controlCharacter(UInt8)
    /// Any other mistake, worded as swiftc would.
    case invalid(String)
    /// An error raised by an embedder's native function.
    case native(String)
    /// A `throw` that no `catch` handled, with the error as it prints.
    case uncaughtError(String)

    public var message: String {
        switch self {
        case .cannotFind(let name, let isType, let suggestion):
            let what = isType ? "type '\(name)'" : "'\(name)'"
            return "cannot find \(what) in scope" + Self.didYouMean(suggestion)
        case .unmodelled(let name, let framework, let running):
            return running
                ? "this code cannot run in a preview: it uses '\(name)' (\(framework)), which Plumb does not model"
                : "'\(name)' belongs to \(framework), which Plumb does not model: the code that uses it is left out of the preview, and stops with an error if it runs"
        case .unloadedModule(let name, let module, let running):
            return running
                ? "this code cannot run in a preview: it uses '\(name)', which may come from '\(module)', a module Plumb could not load"
                : "cannot find '\(name)' in the modules loaded: it may come from '\(module)', which this file imports and Plumb could not load; the code that uses it is left out of the preview, and stops with an error if it runs"
        case .noMember(let typeName, let member, let suggestion):
            return "value of type '\(typeName)' has no member '\(member)'" + Self.didYouMean(suggestion)
        case .unknownMember(let member, let suggestion):
            return "no type has a member named '\(member)'" + Self.didYouMean(suggestion) + "; this code stops with an error if it runs"
        case .unsupported(let construct):
            return "unsupported: \(construct)"
        case .argumentMismatch(let message), .invalid(let message), .native(let message):
            return message
        case .uncaughtError(let error):
            return "error thrown here is not caught: \(error)"
        case .typeMismatch(let have, let expected, let context):
            return "cannot convert value of type '\(have)' to \(context) '\(expected)'"
        case .operandMismatch(let op, let lhs, let rhs):
            return "binary operator '\(op)' cannot be applied to operands of type '\(lhs)' and '\(rhs)'"
        case .unexpectedNil:
            return "unexpectedly found nil while unwrapping an Optional value"
        case .indexOutOfRange(let index, let count):
            return "index out of range: index \(index) in a collection of \(count) element\(count == 1 ? "" : "s")"
        case .divisionByZero:
            return "division by zero"
        case .overflow(let op):
            return "arithmetic overflow in '\(op)'"
        case .stepBudgetExhausted(let limit):
            return "evaluation exceeded \(limit) steps; is there an endless loop?"
        case .timeBudgetExhausted(let seconds):
            return "evaluation took longer than \(seconds) seconds; is there an endless loop?"
        case .cancelled:
            return "evaluation was cancelled"
        case .callDepthExceeded(let limit):
            return "calls nested deeper than \(limit) levels; is there runaway recursion?"
        case .expressionTooDeep:
            return "the expression is nested too deeply to evaluate; break it up into distinct sub-expressions"
        case .collectionTooLarge(let count, let limit):
            return "a collection of \(count) elements exceeds the limit of \(limit)"
        case .memoryBudgetExhausted(let bytes):
            return "evaluation made more than \(bytes >> 20) MB of values; does a collection or string grow without bound?"
        case .stringTooLong(let length, let limit):
            return "a string of \(length) characters exceeds the limit of \(limit)"
        case .curlyQuotes:
            return "curly quotes are not Swift quotes (was this pasted from a web page?); use straight quotes \" and '"
        case .squareBracketsTooDeep(let limit):
            return "square brackets nested more than \(limit) levels deep; close the brackets above, or build the value in steps"
        case .bracketsTooDeep(let limit):
            return "brackets nested more than \(limit) levels deep; close the brackets above, or build the value in steps"
        case .controlCharacter(let byte):
            let code = String(byte, radix: 16, uppercase: true)
            return "control character U+\(String(repeating: "0", count: 4 - code.count) + code) in code; only spaces, tabs and line breaks may separate tokens"
        }
    }

    private static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }
}
