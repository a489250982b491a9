# cause: sched-get-sblock-wrong-name
# expect: Cannot find a block with the name: T_softmax
# capture: combined
import tvm
from tvm import relax, s_tir
from tvm.script import ir as I, relax as R


@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((4, 64), "float32")):
        with R.dataflow():
            y = R.nn.softmax(x, axis=-1)
            R.output(y)
        return y


mod = relax.transform.LegalizeOps()(Mod)
name = [gv for gv in mod.get_global_vars() if gv.name_hint != "main"][0]
print("prim func:", name.name_hint)
sch = s_tir.Schedule(mod[name])
blk = sch.get_sblock("T_softmax")
sch.compute_inline(blk)
