# cause: register_global_func_duplicate
# expect: Global Function `demo\.swish` is already registered
# capture: notebook
# %%
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

# %%
@tvm.register_global_func("demo.swish")
def swish(x, out):
    v = x.numpy()
    out.copyfrom(v / (1 + np.exp(-v)))

# %%
# fixed version: use float32 explicitly
@tvm.register_global_func("demo.swish")
def swish(x, out):
    v = x.numpy().astype("float32")
    out.copyfrom((v / (1 + np.exp(-v))).astype("float32"))
