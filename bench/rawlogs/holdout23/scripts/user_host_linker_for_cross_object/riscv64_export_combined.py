# cause: user_host_linker_for_cross_object
# expect: Relocations in generic ELF \(EM: 243\)
# capture: combined
import tvm
from tvm import te

import os
WORKDIR = "build"
os.makedirs(WORKDIR, exist_ok=True)

A = te.placeholder((1024,), name="A")
B = te.placeholder((1024,), name="B")
C = te.compute((1024,), lambda i: A[i] * B[i] + 1.0, name="C")
f = te.create_prim_func([A, B, C]).with_attr("global_symbol", "fma_kernel")
lib = tvm.tirx.build(f, target={"kind": "llvm", "mtriple": "riscv64-unknown-linux-gnu", "mattr": ["+m", "+a", "+f", "+d", "+c"]})
print("built", lib)
lib.export_library("fma_rv64.so", workspace_dir=WORKDIR)
