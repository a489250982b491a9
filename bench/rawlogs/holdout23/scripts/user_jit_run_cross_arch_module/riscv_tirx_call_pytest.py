# cause: user_jit_run_cross_arch_module
# expect: architecture mismatch
# capture: pytest
import numpy as np
import tvm
from tvm import te


def test_rv64_kernel_numerics():
    A = te.placeholder((64,), name="A")
    B = te.compute((64,), lambda i: A[i] + 1.0, name="B")
    f = te.create_prim_func([A, B]).with_attr("global_symbol", "inc")
    lib = tvm.tirx.build(f, target={"kind": "llvm", "mtriple": "riscv64-unknown-linux-gnu", "mattr": ["+m", "+f", "+d"]})
    a = tvm.runtime.tensor(np.zeros(64, "float32"))
    b = tvm.runtime.tensor(np.zeros(64, "float32"))
    lib["inc"](a, b)
    assert (b.numpy() == 1.0).all()
