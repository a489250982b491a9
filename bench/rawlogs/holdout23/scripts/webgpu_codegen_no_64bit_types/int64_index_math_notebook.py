# cause: webgpu_codegen_no_64bit_types
# expect: CodeGenWebGPU: do not support i64
# capture: notebook
# %%
import tvm
from tvm.script import ir as I, relax as R
# %%
@I.ir_module
class Pos:
    @R.function
    def main(ids: R.Tensor((1, 128), "int64"), offset: R.Tensor((1, 128), "int64")):
        with R.dataflow():
            p = R.add(ids, offset)
            R.output(p)
        return p
# %%
ex = tvm.compile(Pos, target=tvm.target.Target({"kind": "webgpu", "max_num_threads": 256}))
