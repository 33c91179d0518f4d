import SwiftUI

// Shapes drawn with Path: each is a greedy view whose outline is its path(in:) of the bounds it is given, so the
// same shape fills whatever frame it gets. Click one to see its frame and guides.

struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

struct Wedge: Shape {
    var startAngle: Angle
    var endAngle: Angle

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        var path = Path()
        path.move(to: center)
        path.addArc(center: center, radius: min(rect.width, rect.height) / 2,
                    startAngle: startAngle, endAngle: endAngle, clockwise: false)
        path.closeSubpath()
        return path
    }
}

struct Arc: InsettableShape {
    var startAngle: Angle
    var endAngle: Angle
    var insetAmount: CGFloat = 0

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2 - insetAmount,
                    startAngle: startAngle - .degrees(90), endAngle: endAngle - .degrees(90), clockwise: false)
        return path
    }

    func inset(by amount: CGFloat) -> some InsettableShape {
        var arc = self
        arc.insetAmount += amount
        return arc
    }
}

struct ContentView: View {
    let shares: [(String, Double, Color)] = [("Rent", 0.45, .blue), ("Food", 0.3, .orange), ("Fun", 0.25, .green)]

    var body: some View {
        VStack(spacing: 24) {
            HStack(spacing: 16) {
                Triangle().fill(.purple).frame(width: 80, height: 70).id("triangle")
                Triangle().stroke(.purple, lineWidth: 3).frame(width: 40, height: 70)
                Arc(startAngle: .zero, endAngle: .degrees(270))
                    .strokeBorder(.teal, lineWidth: 12)
                    .frame(width: 70, height: 70)
                    .id("arc")
            }
            ZStack {
                ForEach(shares.indices, id: \.self) { index in
                    Wedge(startAngle: .degrees(360 * start(of: index)),
                          endAngle: .degrees(360 * (start(of: index) + shares[index].1)))
                        .fill(shares[index].2)
                }
            }
            .frame(width: 160, height: 160)
            .id("pie")
            HStack {
                ForEach(shares.indices, id: \.self) { index in
                    Circle().fill(shares[index].2).frame(width: 10, height: 10)
                    Text(shares[index].0)
                }
            }
        }
    }

    func start(of index: Int) -> Double {
        shares[..<index].map(\.1).reduce(0, +)
    }
}

#Preview {
    ContentView()
}
