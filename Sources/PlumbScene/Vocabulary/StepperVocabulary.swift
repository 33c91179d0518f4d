import Foundation
import PlumbInterpreter
import PlumbLayout

/// `Stepper`, as iOS draws it: the label leading and greedy, then UIStepper's 94×32 control — a rounded rectangle
/// in the tertiary fill, a `minus` and a `plus` half split by a separator — 8 pt after it. A tap on a half steps the
/// value down or up by `step`, within the bounds when there are some; the title-only form runs its `onIncrement`
/// and `onDecrement` actions.
enum StepperVocabulary {
    /// UIStepper's size, its background's corner radius, and the separator between its halves.
    static let size = CGSize(width: 94, height: 32)
    static let cornerRadius: CGFloat = 8
    static let separator = CGSize(width: 1, height: 18)

    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        library.registerViewTypes(["Stepper"])
        var stepper = NativeType("Stepper")
        let value = NativeParameter("value", "Binding<Any>")
        let bounds = NativeParameter("in", "ClosedRange<Any>")
        let step = NativeParameter("step", "Any", default: .int(1))
        let label = NativeParameter("label", "@ViewBuilder () -> Label")
        stepper.initializer([NativeParameter(nil, "String"), value, bounds, step]) { call in
            try makeStepper(call, label: types.text(try call.string(0), at: call.location), value: 1, bounds: 2, step: 3)
        }
        stepper.initializer([NativeParameter(nil, "String"), value, step]) { call in
            try makeStepper(call, label: types.text(try call.string(0), at: call.location), value: 1, bounds: nil, step: 2)
        }
        stepper.initializer([value, bounds, step, label]) { call in
            try makeStepper(call, label: try call.callArgument(3), value: 0, bounds: 1, step: 2)
        }
        stepper.initializer([value, step, label]) { call in
            try makeStepper(call, label: try call.callArgument(2), value: 0, bounds: nil, step: 1)
        }
        stepper.initializer([
            NativeParameter(nil, "String"), NativeParameter("onIncrement", "(() -> Void)?"), NativeParameter("onDecrement", "(() -> Void)?"),
        ]) { call in
            let (increment, decrement) = (call[1].unwrappedOptional, call[2].unwrappedOptional)
            let interpreter = call.interpreter
            return makeStepper(ControlParts(call), label: types.text(try call.string(0), at: call.location)) { by in
                let action = by > 0 ? increment : decrement
                if case .function = action { _ = try interpreter.call(action) }
            }
        }
        library.register(stepper)
    }

    /// A stepper over a binding: `value`, `bounds` and `step` are argument indices.
    private static func makeStepper(_ call: NativeCall, label: Value, value index: Int, bounds: Int?, step: Int) throws -> Value {
        let binding = try call.binding(index, "Binding")
        let stride = call[step]
        guard stride.doubleValue != nil else { throw call.mismatch(step, "Double") }
        let range: (lower: Value?, upper: Value?)
        if let bounds {
            guard case .range(let bounds) = call[bounds] else { throw call.mismatch(bounds, "ClosedRange") }
            range = (bounds.lower, bounds.upper)
        } else {
            range = (nil, nil)
        }
        return makeStepper(ControlParts(call), label: label) { direction in
            let value = try binding.get()
            guard let current = value.doubleValue, let amount = stride.doubleValue else { return }
            var next = current + Double(direction) * amount
            if let lower = range.lower?.doubleValue { next = max(next, lower) }
            if let upper = range.upper?.doubleValue { next = min(next, upper) }
            // An `Int` value stepped by an `Int` stays one.
            try binding.set(isDouble(value) || isDouble(stride) ? .double(next) : .int(Int(next)))
        }
    }

    private static func isDouble(_ value: Value) -> Bool {
        if case .double = value { true } else { false }
    }

    /// The row: the label, then the control whose halves call `step` with -1 and +1.
    private static func makeStepper(_ parts: ControlParts, label: Value, _ step: @escaping (Int) throws -> Void) -> Value {
        let half = CGSize(width: (size.width - separator.width) / 2, height: size.height)
        func button(_ symbol: String, _ direction: Int) -> Value {
            let image = parts.types.make("Image", ImageView(name: symbol, isSystemSymbol: true))
            return parts.tappable("Stepper", parts.node(.frame(width: half.width, height: half.height, alignment: .center), image)) {
                try step(direction)
            }
        }
        let line = parts.node(.frame(width: separator.width, height: separator.height, alignment: .center), parts.color(ControlsVocabulary.separatorColor))
        let buttons = parts.node(.stack(axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: 0),
                                 parts.group([button("minus", -1), line, button("plus", 1)]))
        let background = parts.types.make("RoundedRectangle", ShapeView(kind: .roundedRectangle(cornerRadius: cornerRadius, style: .continuous),
                                                                        paint: .fill(.color(Color(named: "tertiarySystemFill")))))
        let control = parts.node(.background(.center), buttons, background)
        return parts.view("Stepper", parts.controlRow(label, control))
    }
}
