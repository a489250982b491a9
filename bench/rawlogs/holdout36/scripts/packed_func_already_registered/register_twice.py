# cause: packed_func_already_registered
# expect: Global Function `demo\.rms` is already registered
# capture: stderr
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R
import tvm_ffi

def rms_v1(x):
    return tvm.runtime.tensor(np.sqrt((x.numpy() ** 2).mean(keepdims=True)))

def rms_v2(x):
    a = x.numpy().astype("float64")
    return tvm.runtime.tensor(np.sqrt((a ** 2).mean(keepdims=True)).astype("float32"))

tvm_ffi.register_global_func("demo.rms", rms_v1)
tvm_ffi.register_global_func("demo.rms", rms_v2)
