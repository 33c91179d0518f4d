import Testing
@testable import PlumbInterpreter

/// Found by running the suite under AddressSanitizer (scripts/sanitize.sh address): its "fake stack" frames put
/// locals on the heap, below the stack's floor, and every interpreted call was "runaway recursion".
@Test func onlyAnAddressInTheReserveAboveTheStacksBottomIsExhaustion() {
    let floor: UInt = 0x7fff_0010_0000, reserve = 0x4_0000
    #expect(NativeStack.isExhausted(at: floor - 1, floor: floor, reserve: reserve))
    #expect(NativeStack.isExhausted(at: floor - UInt(reserve), floor: floor, reserve: reserve))
    #expect(!NativeStack.isExhausted(at: floor, floor: floor, reserve: reserve))
    #expect(!NativeStack.isExhausted(at: floor - UInt(reserve) - 1, floor: floor, reserve: reserve), "a heap address is not the stack")
    #expect(!NativeStack.isExhausted(at: 0x7e9c_bea1_0430, floor: floor, reserve: reserve))
}
