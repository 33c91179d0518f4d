import Foundation
import PlumbInterpreter
import PlumbLayout

/// Modifiers that change how views are drawn, never their layout: the foreground colour (`foregroundColor`,
/// `foregroundStyle` with colours and `.primary`/`.secondary`), `tint`, and the drawing effects `opacity`,
/// `clipShape` (any built-in shape), `cornerRadius` (a clip to a circular-cornered rounded rectangle, as SwiftUI
/// draws it), `clipped()` (a clip to the bounds), `zIndex` and `hidden()` (laid out, not drawn).
enum DrawingVocabulary {
    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        var view = NativeType("View", isProtocol: true)
        for name in ["foregroundColor", "foregroundStyle"] {
            view.method(name, [NativeParameter(nil, name == "foregroundColor" ? "Color?" : "Color")]) { call in
                let color = try call.optionalPayload(0, as: Color.self, "Color")
                return call.environment("\(name)(\(color.map(\.description) ?? "nil"))") { $0.foregroundColor = color }
            }
        }
        view.method("tint", [NativeParameter(nil, "Color?")]) { call in
            let color = try call.optionalPayload(0, as: Color.self, "Color")
            return call.environment("tint(\(color.map(\.description) ?? "nil"))") { $0.tint = color }
        }
        view.method("opacity", [NativeParameter(nil, "Double")]) { call in
            call.modified(.effect(.opacity(try call.double(0))))
        }
        view.method("zIndex", [NativeParameter(nil, "Double")]) { call in
            call.modified(.effect(.zIndex(try call.double(0))))
        }
        view.method("hidden") { call in call.modified(.effect(.hidden)) }
        view.method("clipShape", [NativeParameter(nil, "Shape"), NativeParameter("style", "Any", default: .void)]) { call in
            call.modified(.effect(.clipShape(try call.payload(0, as: ShapeView.self, "Shape").kind)))
        }
        view.method("clipped", [NativeParameter("antialiased", "Bool", default: .bool(false))]) { call in
            call.modified(.effect(.clipShape(.rectangle)))
        }
        view.method("cornerRadius", [NativeParameter(nil, "CGFloat"), NativeParameter("antialiased", "Bool", default: .bool(true))]) { call in
            call.modified(.effect(.clipShape(.roundedRectangle(cornerRadius: try call.cgFloat(0), style: .circular))))
        }
        library.register(view)
    }
}
