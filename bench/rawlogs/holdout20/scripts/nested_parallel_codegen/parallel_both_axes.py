# cause: nested_parallel_codegen
# expect: Nested parallel loop is not supported by threadpool
# capture: stderr
import tvm
from tvm import s_tir
from tvm.script import tirx as T


@T.prim_func(s_tir=True)
def add_bias(X: T.Buffer((256, 1024), "float32"), b: T.Buffer((1024,), "float32"), Y: T.Buffer((256, 1024), "float32")):
    for i, j in T.grid(256, 1024):
        with T.sblock("Y"):
            vi, vj = T.axis.remap("SS", [i, j])
            Y[vi, vj] = X[vi, vj] + b[vj]


sch = s_tir.Schedule(add_bias)
i, j = sch.get_loops("Y")
jo, ji = sch.split(j, [None, 64])
sch.parallel(i)
sch.parallel(jo)
sch.vectorize(ji)
lib = tvm.compile(sch.mod, target={"kind": "llvm", "num-cores": 2})
