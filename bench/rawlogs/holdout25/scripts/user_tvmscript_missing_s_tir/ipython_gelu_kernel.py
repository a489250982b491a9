# cause: user_tvmscript_missing_s_tir
# expect: DiagnosticError
# capture: ipython
# %%
import tvm
from tvm.script import tirx as T

# %%
@T.prim_func
def gelu_tanh(x: T.Buffer((1024,), "float16"), y: T.Buffer((1024,), "float16")):
    for i in range(1024):
        with T.sblock("gelu"):
            vi = T.axis.spatial(1024, i)
            y[vi] = T.float16(0.5) * x[vi] * (T.float16(1) + T.tanh(T.float16(0.79788456) * x[vi]))

# %%
print(gelu_tanh.script())
