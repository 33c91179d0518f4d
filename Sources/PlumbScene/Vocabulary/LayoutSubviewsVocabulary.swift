import Foundation
import PlumbInterpreter
import PlumbLayout

/// What a custom layout's methods see (SEMANTICS §17): `ProposedViewSize`, the subviews — an array of
/// `LayoutSubview` proxies, so `Subviews`/`LayoutSubviews` name `Array` — with their sizes, dimensions, priority,
/// spacing, layout values and `place(at:anchor:proposal:)`, `ViewSpacing`, and `LayoutProperties`.
enum LayoutSubviewsVocabulary {
    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        registerProposal(library, types)
        registerSpacing(library, types)
        registerSubview(library, types)
        library.registerAlias("Subviews", for: "Array")
        library.registerAlias("LayoutSubviews", for: "Array")

        var properties = NativeType("LayoutProperties")
        properties.initializer([]) { _ in types.make("LayoutProperties", LayoutProperties()) }
        properties.optionalField("stackOrientation", \LayoutProperties.stackOrientation,
                                 wrap: { types.make("Axis", $0) }, unwrap: { $0.payload(as: Axis.self) }, expected: "Axis?")
        library.register(properties)
    }

    private static func registerProposal(_ library: NativeLibrary, _ types: SceneTypes) {
        let make = { (proposal: ProposedViewSize) in types.make("ProposedViewSize", proposal) }
        var proposal = NativeType("ProposedViewSize", conformances: ["Equatable", "Hashable"])
        proposal.initializer([NativeParameter("width", "CGFloat?"), NativeParameter("height", "CGFloat?")]) { call in
            make(ProposedViewSize(width: try call.optionalCGFloat(0), height: try call.optionalCGFloat(1)))
        }
        proposal.initializer([NativeParameter(nil, "CGSize")]) { call in make(ProposedViewSize(try call.payload(0, as: CGSize.self, "CGSize"))) }
        for (name, keyPath) in [("width", \ProposedViewSize.width), ("height", \.height)] {
            proposal.optionalField(name, keyPath, wrap: { .double(Double($0)) }, unwrap: \.cgFloatValue, expected: "CGFloat?")
        }
        proposal.staticConstant("zero", make(.zero))
        proposal.staticConstant("unspecified", make(.unspecified))
        proposal.staticConstant("infinity", make(.infinity))
        proposal.method("replacingUnspecifiedDimensions", [
            NativeParameter("by", "CGSize", default: types.size(CGSize(width: 10, height: 10))),
        ]) { call in
            types.size(try call.receiverPayload(ProposedViewSize.self).replacingUnspecifiedDimensions(by: try call.payload(0, as: CGSize.self, "CGSize")))
        }
        proposal.describe = { payload in
            let proposal = payload as! ProposedViewSize
            func text(_ value: CGFloat?) -> String { value.map(\.formatted) ?? "nil" }
            return "ProposedViewSize(width: \(text(proposal.width)), height: \(text(proposal.height)))"
        }
        library.register(proposal)
    }

    private static func registerSpacing(_ library: NativeLibrary, _ types: SceneTypes) {
        let make = { (spacing: ViewSpacing) in types.make("ViewSpacing", spacing) }
        var spacing = NativeType("ViewSpacing", conformances: ["Equatable", "Hashable"])
        spacing.initializer([]) { _ in make(ViewSpacing()) }
        spacing.staticConstant("zero", make(.zero))
        spacing.method("distance", [NativeParameter("to", "ViewSpacing"), NativeParameter("along", "Axis")]) { call in
            let distance = try call.receiverPayload(ViewSpacing.self).distance(
                to: try call.payload(0, as: ViewSpacing.self, "ViewSpacing"), along: try call.payload(1, as: Axis.self, "Axis"))
            return .double(Double(distance))
        }
        let edges = NativeParameter("edges", "Edge.Set", default: types.make("Edge.Set", Edge.Set.all))
        spacing.method("formUnion", [NativeParameter(nil, "ViewSpacing"), edges], mutating: true) { call in
            call.receiver = make(try union(call))
            return .void
        }
        spacing.method("union", [NativeParameter(nil, "ViewSpacing"), edges]) { call in make(try union(call)) }
        library.register(spacing)
    }

    /// The receiver's spacing with the argument's on the given edges (leading and trailing are left and right).
    private static func union(_ call: NativeCall) throws -> ViewSpacing {
        let set = try call.payload(1, as: Edge.Set.self, "Edge.Set")
        let pairs: [(Edge.Set, ViewSpacing.AbsoluteEdge)] = [(.top, .top), (.leading, .left), (.bottom, .bottom), (.trailing, .right)]
        let edges = Set(pairs.filter { set.contains($0.0) }.map(\.1))
        return try call.receiverPayload(ViewSpacing.self).union(try call.payload(0, as: ViewSpacing.self, "ViewSpacing"), edges: edges)
    }

    private static func registerSubview(_ library: NativeLibrary, _ types: SceneTypes) {
        var subview = NativeType("LayoutSubview")
        subview.method("sizeThatFits", [NativeParameter(nil, "ProposedViewSize")]) { call in
            types.size(try call.receiverPayload(LayoutSubview.self).sizeThatFits(try call.payload(0, as: ProposedViewSize.self, "ProposedViewSize")))
        }
        subview.method("dimensions", [NativeParameter("in", "ProposedViewSize")]) { call in
            let dimensions = try call.receiverPayload(LayoutSubview.self).dimensions(in: try call.payload(0, as: ProposedViewSize.self, "ProposedViewSize"))
            return types.make("ViewDimensions", dimensions)
        }
        subview.method("place", [
            NativeParameter("at", "CGPoint"), NativeParameter("anchor", "UnitPoint", default: types.make("UnitPoint", UnitPoint.topLeading)),
            NativeParameter("proposal", "ProposedViewSize"),
        ]) { call in
            let position = try call.payload(0, as: CGPoint.self, "CGPoint")
            guard position.x.isFinite, position.y.isFinite else {
                throw NativeError("place(at:anchor:proposal:) needs a finite position, not \(call.interpreter.description(of: call[0]))")
            }
            try call.receiverPayload(LayoutSubview.self).place(
                at: position, anchor: try call.payload(1, as: UnitPoint.self, "UnitPoint"),
                proposal: try call.payload(2, as: ProposedViewSize.self, "ProposedViewSize"))
            return .void
        }
        subview.computed("priority") { (subview: LayoutSubview) in .double(subview.priority) }
        subview.computed("spacing") { (subview: LayoutSubview) in types.make("ViewSpacing", subview.spacing) }
        subview.subscript([NativeParameter(nil, "LayoutValueKey.Type")]) { call in
            try call.receiverPayload(LayoutSubview.self)[try call.context.layoutValueKey(call[0])] as? Value ?? .void
        }
        library.register(subview)
    }
}

