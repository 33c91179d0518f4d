import Foundation
import PlumbInterpreter

/// Makes values of the registered SwiftUI types: a payload (an engine value such as `CGSize`, or a ``SceneView``)
/// tagged with the native type scene code sees (`type(of:)`, messages, member lookup).
struct SceneTypes {
    let library: NativeLibrary
    /// `UIScreen.main`, whose bounds are the preview's size.
    let screen = PreviewScreen()
    /// What `Date()` reads.
    let clock = PreviewClock()
    /// The types of the views made most often (every modifier, every block of several views), resolved once
    /// rather than looked up by name per value.
    private let modifiedContent, tupleView, emptyView: TypeInfo

    init(library: NativeLibrary) {
        self.library = library
        modifiedContent = library.referencedType(named: "ModifiedContent", by: "SceneTypes")
        tupleView = library.referencedType(named: "TupleView", by: "SceneTypes")
        emptyView = library.referencedType(named: "EmptyView", by: "SceneTypes")
    }

    /// A value of a type (registered now if this is its first use, so constants can be made while their type's
    /// members are being registered; a name still unregistered when the library is prepared is reported, with where
    /// the call is, in ``NativeLibrary/unresolvedTypeNames``).
    func make(_ typeName: String, _ payload: Any, file: StaticString = #fileID, line: UInt = #line) -> Value {
        make(type(typeName, file: file, line: line), payload)
    }

    /// A view value of a type named `typeName`.
    func make(_ typeName: String, _ view: SceneView, file: StaticString = #fileID, line: UInt = #line) -> Value {
        make(type(typeName, file: file, line: line), view)
    }

    /// A value of a type resolved beforehand with ``type(_:)``: what the constructors called for every view use.
    func make(_ type: TypeInfo, _ payload: Any) -> Value {
        .native(NativeObject(type: type, payload: payload))
    }

    /// A view value, its payload a class instance (``NativeObject/payload(as:)`` finds it cheaply).
    func make(_ type: TypeInfo, _ view: SceneView) -> Value {
        .native(NativeObject(type: type, object: view))
    }

    /// A registered type (registered now if this is its first use).
    func type(_ typeName: String, file: StaticString = #fileID, line: UInt = #line) -> TypeInfo {
        library.referencedType(named: typeName, by: "\(file):\(line)")
    }

    /// A modified view (`ModifiedContent`).
    func modified(_ view: SceneView) -> Value {
        make(modifiedContent, view)
    }

    /// Several views of a builder block (`TupleView`).
    func tuple(_ view: SceneView) -> Value {
        make(tupleView, view)
    }

    /// No view (`EmptyView`).
    func empty(at location: SourceLocation?) -> Value {
        make(emptyView, SceneView.node(.empty, at: location))
    }

    /// A view of a named view type (`Text`, `VStack`).
    func view(_ typeName: String, _ view: SceneView, file: StaticString = #fileID, line: UInt = #line) -> Value {
        make(typeName, view, file: file, line: line)
    }
}

/// The screen a preview runs on: `UIScreen.main.bounds` is its size, set before each solve.
final class PreviewScreen {
    var size = CGSize(width: 390, height: 844)
}

/// The clock a preview reads: `Date()` and `Date.now` are the moment set when a solve starts (the time then, or
/// the one the solve asked for), so all of a solve's dates agree and a solve can be repeated exactly.
final class PreviewClock {
    var now = Date()
}
