# cause: schedule_block_name_not_found
# expect: Cannot find a block with the name: \w+
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

from tvm import te, s_tir
A = te.placeholder((128,), name="A")
B = te.compute((128,), lambda i: A[i] * 2.0, name="B")
func = te.create_prim_func([A, B])
sch = s_tir.Schedule(func)
print(sch.mod.script())
b = sch.get_sblock("compute")
sch.parallel(sch.get_loops(b)[0])
