# cause: llvm_extern_math_unlowered
# expect: unknown intrinsic
# capture: notebook
# %%
import tvm
from tvm import te, s_tir, topi

# fp16 feature transform: y = asinh(x) * scale
X = te.placeholder((256, 128), "float16", name="X")
scale = te.placeholder((128,), "float16", name="scale")
Y = te.compute((256, 128), lambda i, j: tvm.tirx.asinh(X[i, j]) * scale[j], name="Y")
func = te.create_prim_func([X, scale, Y])

# %%
sch = s_tir.Schedule(func)
i, j = sch.get_loops(sch.get_sblock("Y"))
sch.parallel(i)
jo, ji = sch.split(j, [None, 4])
sch.unroll(ji)
sch.mod.show()

# %%
lib = tvm.compile(sch.mod, target={"kind": "llvm", "mcpu": "sapphirerapids"})
