import Foundation
import PlumbInterpreter
import PlumbLayout

/// `Gauge`, drawn by the `gaugeStyle` in effect where it is built:
///
/// - the linear styles (`.automatic`, iOS's linear capacity gauge, and the accessory ones): the label leading with the
///   current value label (when given) trailing on one row, 4 pt above the greedy 4 pt bar of a determinate
///   `ProgressView`, filled to the value's fraction of the range, with the minimum and maximum value labels 8 pt
///   before and after it;
/// - the circular accessory styles: a 58 pt ring 6 pt wide in the placeholder colour, the value's fraction of it in
///   the tint from the top clockwise, the current value label in the middle.
///
/// (Spacing and the ring's size follow iOS 17 screenshots; they are not measured.)
enum GaugeVocabulary {
    static let rowSpacing: CGFloat = 4
    static let boundsSpacing: CGFloat = 8
    static let ringDiameter: CGFloat = 58
    static let ringWidth: CGFloat = 6

    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        library.registerViewTypes(["Gauge"])
        var gauge = NativeType("Gauge")
        let common = [
            NativeParameter("value", "Double"),
            NativeParameter("in", "ClosedRange<Double>", default: ControlsVocabulary.unitRange),
            NativeParameter("label", "@ViewBuilder () -> Label"),
        ]
        let current = NativeParameter("currentValueLabel", "@ViewBuilder () -> CurrentValueLabel")
        let bounds = [
            NativeParameter("minimumValueLabel", "@ViewBuilder () -> BoundsLabel"),
            NativeParameter("maximumValueLabel", "@ViewBuilder () -> BoundsLabel"),
        ]
        for parameters in [common, common + [current], common + [current] + bounds, common + bounds] {
            gauge.initializer(parameters) { call in
                let views = try call.viewArguments(parameters, from: 2)
                return try make(call, label: views["label"]!, current: views["currentValueLabel"],
                                minimum: views["minimumValueLabel"], maximum: views["maximumValueLabel"])
            }
        }
        library.register(gauge)
    }

    private static func make(_ call: NativeCall, label: Value, current: Value?, minimum: Value?, maximum: Value?) throws -> Value {
        guard let value = call[0].doubleValue else { throw call.mismatch(0, "Double") }
        let fraction = CGFloat(min(max(try call.fraction(of: value, inRange: 1), 0), 1))
        let parts = ControlParts(call)
        let linear = self.linear(parts, fraction: fraction, label: label, current: current, minimum: minimum, maximum: maximum)
        let circular = ring(parts, fraction: fraction, current: current)
        // Both are built; the style in effect keeps one (`.empty` drops the other), alone in a ZStack.
        let shown = parts.group([
            parts.styled([linear]) { $0.gauge.isCircular ? .empty : .group },
            parts.styled([circular]) { $0.gauge.isCircular ? .group : .empty },
        ])
        return parts.view("Gauge", parts.node(.zstack(alignment: .center), shown))
    }

    private static func linear(_ parts: ControlParts, fraction: CGFloat, label: Value, current: Value?, minimum: Value?, maximum: Value?) -> Value {
        let top = current.map { parts.labeledRow(label, $0) } ?? parts.styled([label]) { $0.labelsHidden ? .empty : .group }
        let bar = parts.node(.stack(axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: boundsSpacing),
                             parts.group([minimum, ControlsVocabulary.progressBar(parts, fraction: fraction), maximum].compactMap { $0 }))
        return parts.node(.stack(axis: .vertical, alignment: HorizontalAlignment.leading.key, spacing: rowSpacing), parts.group([top, bar]))
    }

    private static func ring(_ parts: ControlParts, fraction: CGFloat, current: Value?) -> Value {
        let track = parts.types.make("Circle", ShapeView(kind: .circle, paint: .strokeBorder(.color(ControlsVocabulary.placeholderColor), lineWidth: ringWidth)))
        let arc = parts.types.make("Circle", ShapeView(kind: .trimmed(.circle, from: 0, to: fraction), paint: .strokeBorder(nil, lineWidth: ringWidth)))
        let tinted = parts.node(ViewKind.tintForeground, arc)
        let turned = parts.node(.effect(.transform(DrawingTransform(rotation: Angle(degrees: -90)))), tinted)
        let ring = parts.node(.zstack(alignment: .center), parts.group([track, turned] + [current].compactMap { $0 }))
        return parts.node(.frame(width: ringDiameter, height: ringDiameter, alignment: .center), ring)
    }
}
