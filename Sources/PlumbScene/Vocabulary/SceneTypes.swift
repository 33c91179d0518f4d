import Foundation
import PlumbInterpreter

/// Makes values of the registered SwiftUI types: a payload (an engine value such as `CGSize`, or a ``SceneView``)
/// tagged with the native type scene code sees (`type(of:)`, messages, member lookup).
struct SceneTypes {
    let library: NativeLibrary
    /// `UIScreen.main`, whose bounds are the preview's size.
    let screen = PreviewScreen()

    /// A value of a type (registered now if this is its first use, so constants can be made while their type's
    /// members are being registered).
    func make(_ typeName: String, _ payload: Any) -> Value {
        let type = library.type(named: typeName) ?? library.register(NativeType(typeName))
        return .native(NativeObject(type: type, payload: payload))
    }

    /// A modified view (`ModifiedContent`).
    func modified(_ view: SceneView) -> Value {
        make("ModifiedContent", view)
    }

    /// A view of a named view type (`Text`, `VStack`).
    func view(_ typeName: String, _ view: SceneView) -> Value {
        make(typeName, view)
    }
}

/// The screen a preview runs on: `UIScreen.main.bounds` is its size, set before each solve.
final class PreviewScreen {
    var size = CGSize(width: 390, height: 844)
}
