# cause: c_target_fp16_math_intrinsic_not_lowered
# expect: Unresolved call
# capture: pytest-line
import tvm
from tvm import te


def test_tanh_f16_c():
    A = te.placeholder((128,), "float16", name="A")
    B = te.compute((128,), lambda i: te.tanh(A[i]), name="B")
    f = te.create_prim_func([A, B]).with_attr("global_symbol", "tanh_f16")
    tvm.tirx.build(f, target=tvm.target.Target("c"))
