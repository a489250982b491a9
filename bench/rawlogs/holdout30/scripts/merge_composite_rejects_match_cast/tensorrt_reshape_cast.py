# cause: merge_composite_rejects_match_cast
# expect: Invalid type: relax\.expr\.MatchCast
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax
from tvm.relax.backend.contrib.tensorrt import partition_for_tensorrt
from tvm.script import ir as I
from tvm.script import relax as R
from tvm.script import tirx as T


@I.ir_module
class Tokens:
    @R.function
    def main(
        ids_emb: R.Tensor(("s", 32), "float32"), w: R.Tensor((32, 32), "float32")
    ) -> R.Tensor(("s", 32), "float32"):
        s = T.int64()
        with R.dataflow():
            e = R.exp(ids_emb)
            e2 = R.match_cast(e, R.Tensor((s, 32), "float32"))
            y = R.matmul(e2, w)
            z = R.nn.relu(y)
            R.output(z)
        return z


def test_tensorrt_partition_dynamic_tokens():
    mod = partition_for_tensorrt(Tokens)
    names = [gv.name_hint for gv in mod.get_global_vars()]
    assert any("tensorrt" in n for n in names)
