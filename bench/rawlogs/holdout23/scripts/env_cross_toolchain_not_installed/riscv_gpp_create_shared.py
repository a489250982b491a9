# cause: env_cross_toolchain_not_installed
# expect: FileNotFoundError: .*riscv64-linux-gnu-g\+\+
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm import te
from tvm.support import cc

A = te.placeholder((512,), name="A")
B = te.compute((512,), lambda i: te.sigmoid(A[i]), name="B")
f = te.create_prim_func([A, B]).with_attr("global_symbol", "sigmoid")
lib = tvm.tirx.build(f, target={"kind": "llvm", "mtriple": "riscv64-unknown-linux-gnu", "mattr": ["+v"]})
lib.write_to_file("sigmoid_rv.o")
cc.create_shared("sigmoid_rv.so", ["sigmoid_rv.o"], cc="riscv64-linux-gnu-g++")
