# cause: tir-float64-literal-narrowed
# expect: Literal value .* exceeds maximum of float32
# capture: pytest-native
import tvm
from tvm import te


def make_clip():
    A = te.placeholder((8,), "float64", name="A")
    big = tvm.tirx.FloatImm("float64", 1e300)
    B = te.compute((8,), lambda i: te.min(A[i], big), name="B")
    return te.create_prim_func([A, B])


def test_clip_script_roundtrip():
    func = make_clip()
    text = func.script()
    again = tvm.script.from_source(text)
    tvm.ir.assert_structural_equal(func, again)
