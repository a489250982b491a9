# cause: dlight_requires_target_context
# expect: Target context required
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

from tvm.s_tir import dlight as dl


@I.ir_module
class Add:
    @R.function
    def main(a: R.Tensor((1024,), "float32"), b: R.Tensor((1024,), "float32")):
        with R.dataflow():
            c = R.add(a, b)
            R.output(c)
        return c


def test_schedule_cpu():
    mod = relax.transform.LegalizeOps()(Add)
    mod = dl.ApplyDefaultSchedule(dl.cpu.GEMV())(mod)
    ex = tvm.compile(mod, target="llvm")
