# cause: user_target_option_wrong_type
# expect: Option 'num-cores': expected type
# capture: combined
import os
import tvm
from tvm import te

# read the core count from the board description (strings, as they come from YAML/env)
board = {"triple": "riscv64-unknown-linux-gnu", "cores": os.environ.get("BOARD_CORES", "4")}

A = te.placeholder((1024,), name="A")
B = te.compute((1024,), lambda i: te.exp(A[i]), name="B")
f = te.create_prim_func([A, B])

target = tvm.target.Target({"kind": "llvm", "mtriple": board["triple"], "num-cores": board["cores"]})
lib = tvm.tirx.build(f, target=target)
print(lib)
