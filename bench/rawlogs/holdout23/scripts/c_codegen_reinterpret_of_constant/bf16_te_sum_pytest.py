# cause: c_codegen_reinterpret_of_constant
# expect: lvalue required as unary
# capture: pytest-short
import tvm
from tvm import te

import os
WORKDIR = "build"
os.makedirs(WORKDIR, exist_ok=True)


def test_bf16_rowsum_c():
    A = te.placeholder((32, 64), "bfloat16", name="A")
    k = te.reduce_axis((0, 64), name="k")
    B = te.compute((32,), lambda i: te.sum(A[i, k], axis=k), name="B")
    f = te.create_prim_func([A, B]).with_attr("global_symbol", "rowsum_bf16")
    lib = tvm.tirx.build(f, target=tvm.target.Target("c"))
    lib.export_library("rowsum_bf16.so", workspace_dir=WORKDIR)
