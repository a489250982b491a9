# cause: user_llvm_triple_typo
# expect: No available targets are compatible with triple "riscv-linux-gnu"
# capture: stderr
import tvm
from tvm import te

A = te.placeholder((256,), name="A")
B = te.compute((256,), lambda i: te.max(A[i], 0.0), name="B")
f = te.create_prim_func([A, B])
lib = tvm.tirx.build(f, target={"kind": "llvm", "mtriple": "riscv-linux-gnu", "mattr": ["+m", "+f", "+d"]})
lib.export_library("relu_rv.tar")
