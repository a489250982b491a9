# cause: cuda_runtime_not_available
# expect: Device API cuda is not enabled
# capture: stderr
import numpy as np
import tvm
from tvm import s_tir
from tvm.script import tirx as T
np.random.seed(0)


@T.prim_func(s_tir=True)
def softmax_exp(X: T.Buffer((128, 512), "float32"), Y: T.Buffer((128, 512), "float32")):
    for i, j in T.grid(128, 512):
        with T.sblock("exp"):
            vi, vj = T.axis.remap("SS", [i, j])
            Y[vi, vj] = T.exp(X[vi, vj])


sch = s_tir.Schedule(softmax_exp)
i, j = sch.get_loops("exp")
sch.bind(i, "blockIdx.x")
jo, ji = sch.split(j, [None, 128])
sch.bind(ji, "threadIdx.x")
lib = tvm.compile(sch.mod, target={"kind": "cuda", "arch": "sm_86"})
dev = tvm.cuda(0)
x = tvm.runtime.tensor(np.random.rand(128, 512).astype("float32"), dev)
y = tvm.runtime.tensor(np.empty((128, 512), "float32"), dev)
lib(x, y)
