import Foundation

/// Runs the loaded program: evaluates its code over frames, within the budget, for the ``Interpreter`` that owns it.
///
/// A class, not a value: its program, budget and caches are the shared mutable state of one running program, which
/// every call, closure and binding of it reads and writes in place (and closures that outlive a call hold weakly).
final class Evaluator {
    let library: NativeLibrary
    var limits: Limits
    /// Stops evaluation at the next budget check once raised (``Interpreter/cancellation``).
    var cancellation: Cancellation?
    /// The façade this evaluator runs for: it owns the evaluator, holds the embedder's hooks and the load under way,
    /// and is what native calls hand the embedder (``NativeCall/interpreter``). Unowned: nothing holds an evaluator
    /// but its interpreter (a native call holds the interpreter; closures hold the evaluator weakly).
    unowned(unsafe) var interpreter: Interpreter!
    var program: Program
    /// Counted on every call and step. The budget, the initializer cache and the native call position are only
    /// read and written in place, never across a call that could reach them again, so their accesses go unchecked
    /// at run time (the compiler still checks them statically).
    @exclusivity(unchecked) var budget = BudgetState()
    /// The initializers of the types constructed so far, as callees; the loaded file's extensions add to them.
    @exclusivity(unchecked) var initializerCache: [ObjectIdentifier: [Callee]] = [:]
    /// The type an implicit member with no contextual type is found in, by name and the scope it is written in
    /// (``onlyTypeDeclaring(_:near:)``): worked out once per loaded file, as the types it searches do not change.
    var implicitMemberBases: [ImplicitMemberKey: TypeRef?] = [:]
    /// The types whose initializers are running, innermost last: their properties' observers do not run there.
    var typesBeingInitialized: [ObjectIdentifier] = []
    /// The type the call being made is expected to give (a typed `let`'s, a parameter's), from which a generic
    /// function whose result is its generic parameter learns what that stands for (``GenericBinding``).
    var expectedCallResult: TypeRef?
    /// The observed properties whose `willSet`/`didSet` are running, by type and index: their own writes do not
    /// run them again.
    var propertiesBeingObserved: [ObservedProperty] = []
    /// Where the native call running now was made; embedder calls back into the interpreter report there.
    @exclusivity(unchecked) var nativeCallPosition: SourcePosition = 0
    private var sessionDepth = 0
    /// Emulated Foundation's state: `UserDefaults`, numbered `UUID()`s, seeded random numbers.
    var services = SceneServices()
    /// The frames closures captured, emptied when the evaluator goes.
    var capturedFrames = CapturedFrames()

    init(library: NativeLibrary, limits: Limits) {
        self.library = library
        self.limits = limits
        program = Program(sources: [], library: library)
    }

    deinit {
        capturedFrames.release()
    }

    /// Runs `program` from now on: what was worked out about the last one is forgotten.
    func run(_ program: Program) {
        self.program = program
        initializerCache.removeAll()
        implicitMemberBases.removeAll()
    }

    /// Writes `print` output (held back while the file is loading).
    func write(_ text: String) {
        interpreter.write(text)
    }

    /// Lowers the body of `function` before it runs, when the load has not yet; a body with an error does not run.
    func lowerBeforeRunning(_ function: FunctionDecl, at position: SourcePosition) throws {
        try interpreter.lowerBeforeRunning(function, at: position)
    }

    /// The place in the loaded files of a position.
    func location(of position: SourcePosition) -> SourceLocation {
        program.location(of: position)
    }

    // MARK: Budget sessions

    /// Runs `body` as one budget session: the step, value and time budgets are shared by everything inside.
    /// Every public entry point opens a session of its own unless one is open already. Nothing runs after a load
    /// that reported errors.
    func withBudget<T>(_ body: () throws -> T) throws -> T {
        if interpreter.hasErrors { throw error(from: Fault(.invalid(Interpreter.fileHasErrors), at: 0)) }
        // The program may be another document's too, which an in-place reload changes (``InPlaceReload``).
        let lock = sessionDepth == 0 ? program.evaluationLock : nil
        lock?.lock()
        if sessionDepth == 0 { budget.start(limits) }
        sessionDepth += 1
        defer {
            sessionDepth -= 1
            lock?.unlock()
        }
        do {
            return try body()
        } catch let fault as Fault {
            throw error(from: fault)
        }
    }

    func error(from fault: Fault) -> InterpreterError {
        InterpreterError(kind: fault.kind, diagnostic: program.diagnostic(fault))
    }

    /// Counts one step; throws when the step or time budget is exhausted.
    @inline(__always)
    func tick(_ position: SourcePosition) throws {
        budget.steps &+= 1
        if budget.steps & 0x3FFF == 0 { try checkBudget(position) }
    }

    private func checkBudget(_ position: SourcePosition) throws {
        if cancellation?.isCancelled == true { throw Fault(.cancelled, at: position) }
        if budget.steps > limits.steps { throw Fault(.stepBudgetExhausted(limit: limits.steps), at: position) }
        try checkDeadline(position)
    }

    func checkDeadline(_ position: SourcePosition) throws {
        if DispatchTime.now().uptimeNanoseconds > budget.deadline {
            throw Fault(.timeBudgetExhausted(seconds: limits.seconds), at: position)
        }
    }

    /// Accounts for a collection of `count` new elements.
    func allocate(_ count: Int, at position: SourcePosition) throws {
        if count > limits.collectionSize { throw Fault(.collectionTooLarge(count: count, limit: limits.collectionSize), at: position) }
        try allocate(bytes: count * MemoryLayout<Value>.stride, at: position)
    }

    func enterCall(at position: SourcePosition) throws {
        budget.depth += 1
        if budget.depth > limits.callDepth || isNativeStackExhausted {
            budget.depth -= 1
            throw Fault(.callDepthExceeded(limit: limits.callDepth), at: position)
        }
        try tick(position)
    }

    /// Throws before an operator's operands are evaluated when the native stack is nearly used up: operators nest
    /// without calls (`1 + 1 + … + 1`, folded, is as deep as it is long), and a hundred thousand of them overflowed it.
    /// Its floor is half way into the calls' reserve, so runaway recursion through calls is reported as such.
    func enterOperator(at position: SourcePosition) throws {
        let half = limits.stackReserve / 2
        if budget.stackFloor != 0, NativeStack.isExhausted(floor: budget.stackFloor &- UInt(half), reserve: half) {
            throw Fault(.expressionTooDeep, at: position)
        }
    }

    private var isNativeStackExhausted: Bool {
        budget.stackFloor != 0 && NativeStack.isExhausted(floor: budget.stackFloor, reserve: limits.stackReserve)
    }

    func leaveCall() {
        budget.depth -= 1
    }
}

/// Thrown by a `nil` link of an optional chain, caught where the chain ends.
struct OptionalChainEnded: Error {}

/// A stored property of a type, as ``Evaluator/propertiesBeingObserved`` lists it.
struct ObservedProperty: Equatable {
    let type: ObjectIdentifier
    let index: Int
}
