# cause: c_host_codegen_float16_half_type
# expect: Compilation error
# capture: pytest
import tvm
from tvm import te

import os
WORKDIR = "build"
os.makedirs(WORKDIR, exist_ok=True)


def test_fp16_kernel_as_c():
    A = te.placeholder((64,), "float16", name="A")
    B = te.compute((64,), lambda i: A[i] * te.const(2, "float16"), name="B")
    f = te.create_prim_func([A, B]).with_attr("global_symbol", "dbl_f16")
    lib = tvm.tirx.build(f, target=tvm.target.Target("c"))
    lib.export_library("dbl_f16.so", workspace_dir=WORKDIR)
