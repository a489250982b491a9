# cause: compute_inline_reduction_block
# expect: init statement
# capture: combined
import tvm
from tvm import relax, topi, te

x = te.placeholder((8, 128), name="x", dtype="float16")
mu = topi.sum(x, axis=1, keepdims=True)
y = te.compute((8, 128), lambda i, j: x[i, j] - mu[i, 0], name="center")
f = te.create_prim_func([x, y])
sch = tvm.s_tir.Schedule(f)
for b in sch.get_child_blocks(sch.get_sblock("root")):
    print("block:", sch.get(b).name_hint)
blk = sch.get_child_blocks(sch.get_sblock("root"))[0]
sch.compute_inline(blk)
