import Testing
@testable import PlumbInterpreter

@Test func aSubclassInheritsPropertiesMethodsAndInitializersAndOverridesDispatchOnTheInstance() throws {
    // `description` is the superclass's, calling `sound()`: the override of the instance's class answers.
    #expect(try output("""
    class Animal {
        let name: String
        var legs = 4
        init(name: String) { self.name = name }
        func sound() -> String { "..." }
        var description: String { "\\(name) says \\(sound()) on \\(legs) legs" }
        static func kingdom() -> String { "Animalia" }
    }
    class Dog: Animal {
        override func sound() -> String { "Woof" }
    }
    final class Bird: Animal {
        let canFly: Bool
        init(name: String, canFly: Bool = true) {
            self.canFly = canFly
            super.init(name: name)
            legs = 2
        }
        override func sound() -> String { canFly ? "Tweet" : super.sound() }
        override var description: String { super.description + (canFly ? ", flying" : "") }
    }
    func main() {
        let animals: [Animal] = [Dog(name: "Rex"), Bird(name: "Tweety"), Bird(name: "Pingu", canFly: false), Animal(name: "It")]
        for animal in animals { print(animal.description) }
        print(animals.map { $0 is Bird }, animals.compactMap { ($0 as? Dog)?.name }, Bird.kingdom())
        if case let bird as Bird = animals[1] { print(bird.canFly, bird.legs) }
    }
    """) == """
    Rex says Woof on 4 legs
    Tweety says Tweet on 2 legs, flying
    Pingu says ... on 2 legs
    It says ... on 4 legs
    [false, true, true, false] ["Rex"] Animalia
    true 2

    """)
}

@Test func aSubclassOfASubclassAndOfNSObjectInitializesThroughSuperAndConvenienceInitializers() throws {
    #expect(try output("""
    class Shape: Identifiable {
        var sides: Int
        init(sides: Int) { self.sides = sides }
        var name: String { "shape" }
    }
    class Quad: Shape {
        init() { super.init(sides: 4) }
        override var name: String { "quad" }
    }
    class Square: Quad {
        var side = 1.0
        convenience init(side: Double) {
            self.init()
            self.side = side
        }
        override var name: String { "square of \\(side), a " + super.name }
    }
    class Model: NSObject {
        var count = 0
        override init() {
            super.init()
            count = 3
        }
        class func make() -> Self { Self() }
    }
    protocol Named { var name: String { get } }
    extension Shape: Named {}
    extension Named { var greeting: String { "hello, " + name } }
    func main() {
        let square = Square(side: 2)
        let named: [any Named] = [square, Quad()]
        print(square.sides, square.name, named.map(\\.greeting))
        print(Model.make().count, square.id == square.id, square is Shape, Quad() is Square)
    }
    """) == """
    4 square of 2.0, a quad ["hello, square of 2.0, a quad", "hello, quad"]
    3 true true false

    """)
}

@Test func inheritanceMistakesAreErrorsWhereSwiftcPutsThem() {
    #expect(loadErrors("""
    class A: B {}
    class B: A {}
    class Root { func f() -> Int { super.f() } }
    struct Value { func f() -> Int { super.f() } }
    class Base { init(size: Int) {} }
    class Derived: Base { init() { super.init(width: 2) } }
    """) == [
        "Test.swift:1:1: error: 'A' inherits from itself",
        "Test.swift:3:32: error: 'super' members cannot be referenced in a root class",
        "Test.swift:4:34: error: 'super' cannot be used outside of class members",
    ])
    #expect(runtimeError("""
    class Base { init(size: Int) {} }
    class Derived: Base { init() { super.init(width: 2) } }
    func main() { _ = Derived() }
    """) == "Test.swift:2:38: error: incorrect argument label in call (have 'width:', expected 'size:')")
}

@Test func aCycleAnywhereUpAChainIsReportedOnceAndEndsTheChain() {
    // `C` is no part of the cycle, but walking up from it meets `A`'s.
    #expect(loadErrors("""
    class C: A {}
    class A: A {}
    """) == ["Test.swift:2:1: error: 'A' inherits from itself"])
}

@Test func anInheritedConvenienceInitializerMakesAnInstanceOfTheClassItIsCalledOn() throws {
    #expect(try output("""
    class Base {
        let n: Int
        init(n: Int) { self.n = n }
        convenience init() { self.init(n: 1) }
        func name() -> String { "Base" }
    }
    class Sub: Base { override func name() -> String { "Sub" } }
    func main() { let sub = Sub(); print(sub.name(), sub is Sub, sub.n, Base().name()) }
    """) == "Sub true 1 Base\n")
}
