import Foundation
import PlumbInterpreter

/// Makes values of the registered SwiftUI types: a payload (an engine value such as `CGSize`, or a ``SceneView``)
/// tagged with the native type scene code sees (`type(of:)`, messages, member lookup).
struct SceneTypes {
    let library: NativeLibrary
    /// `UIScreen.main`, whose bounds are the preview's size.
    let screen = PreviewScreen()
    /// `ModifiedContent`, the type of every modified view, resolved once rather than looked up by name per value.
    private let modifiedContent = ResolvedType(named: "ModifiedContent")

    /// A value of a type (registered now if this is its first use, so constants can be made while their type's
    /// members are being registered).
    func make(_ typeName: String, _ payload: Any) -> Value {
        .native(NativeObject(type: type(named: typeName), payload: payload))
    }

    /// A modified view (`ModifiedContent`).
    func modified(_ view: SceneView) -> Value {
        let type = modifiedContent.type ?? type(named: modifiedContent.name)
        modifiedContent.type = type
        return .native(NativeObject(type: type, payload: view))
    }

    /// A registered type (registered now if this is its first use).
    private func type(named typeName: String) -> TypeInfo {
        library.type(named: typeName) ?? library.register(NativeType(typeName))
    }

    /// A view of a named view type (`Text`, `VStack`).
    func view(_ typeName: String, _ view: SceneView) -> Value {
        make(typeName, view)
    }
}

/// A type the scene makes many values of, found by name on first use.
private final class ResolvedType {
    let name: String
    var type: TypeInfo?

    init(named name: String) { self.name = name }
}

/// The screen a preview runs on: `UIScreen.main.bounds` is its size, set before each solve.
final class PreviewScreen {
    var size = CGSize(width: 390, height: 844)
}
