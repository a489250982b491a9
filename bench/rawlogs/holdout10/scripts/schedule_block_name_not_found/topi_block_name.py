# cause: schedule_block_name_not_found
# expect: Cannot find a block with the name: \w+
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

from tvm import s_tir

@I.ir_module
class MM:
    @R.function
    def main(x: R.Tensor((32, 32), "float32"), w: R.Tensor((32, 32), "float32")):
        with R.dataflow():
            y = R.matmul(x, w)
            R.output(y)
        return y

mod = relax.transform.LegalizeOps()(MM)
sch = s_tir.Schedule(mod)
sch.work_on("matmul")
blk = sch.get_sblock("matmul_compute")
i, j, k = sch.get_loops(blk)
