# cause: env_cross_toolchain_not_installed
# expect: No such file or directory: 'clang'
# capture: notebook
# %%
import tvm
from tvm import te
from tvm.support import cc
# %%
A = te.placeholder((64, 64), name="A")
B = te.compute((64, 64), lambda i, j: A[i, j] + A[j, i], name="B")
f = te.create_prim_func([A, B]).with_attr("global_symbol", "symm")
lib = tvm.tirx.build(f, target={"kind": "llvm", "mtriple": "aarch64-linux-android"})
# %%
fcompile = cc.cross_compiler("clang", options=["--target=aarch64-linux-android29", "-fuse-ld=lld"])
lib.export_library("symm_android.so", fcompile=fcompile)
