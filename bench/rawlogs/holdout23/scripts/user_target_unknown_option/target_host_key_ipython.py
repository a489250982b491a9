# cause: user_target_unknown_option
# expect: Unknown config option 'target_host'
# capture: ipython
import tvm
from tvm import te

A = te.placeholder((64, 64), name="A")
B = te.compute((64, 64), lambda i, j: A[j, i], name="B")
f = te.create_prim_func([A, B])

tgt = tvm.target.Target({"kind": "c", "target_host": {"kind": "llvm", "mtriple": "armv7a-linux-gnueabihf"}})
lib = tvm.tirx.build(f, target=tgt)
