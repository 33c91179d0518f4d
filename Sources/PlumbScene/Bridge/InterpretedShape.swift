import Foundation
import PlumbInterpreter
import PlumbLayout

extension SceneContext {
    /// The shape a value is: a built-in shape, a `Path`, or an instance of one of the file's `Shape` types — whose
    /// outline is its `path(in:)` of the view's bounds; a fault in that is a diagnostic, and the shape draws nothing.
    func shapeView(of value: Value) -> ShapeView? {
        switch value {
        case .native(let object):
            if let shape = object.payload as? ShapeView { return shape }
            return (object.payload as? Path).map { ShapeView(kind: .path($0)) }
        case .instance(let instance) where interpreter.conforms(instance.type, to: "Shape"):
            let shape = CustomShape(name: instance.type.name) { [weak self] rect in
                guard let self else { return Path() }
                return guarded(Path()) { try self.outline(of: value, named: instance.type.name, in: rect) }
            }
            return ShapeView(kind: .custom(shape))
        default:
            return nil
        }
    }

    /// The outline of an instance of one of the file's shapes: its `path(in:)`.
    private func outline(of shape: Value, named name: String, in rect: CGRect) throws -> Path {
        var receiver = shape
        let path = try interpreter.callMethod("path", on: &receiver, [.value(types.rect(rect), label: "in")])
        guard let outline = path.payload(as: Path.self) else {
            throw error("path(in:) of '\(name)' returned a '\(interpreter.typeName(of: path))', not a Path", at: nil)
        }
        return outline
    }
}
