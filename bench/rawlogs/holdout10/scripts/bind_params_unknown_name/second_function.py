# cause: bind_params_unknown_name
# expect: Function does not have parameter with name
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T



def test_bind_decoder():
    @I.ir_module
    class ED:
        @R.function
        def encoder(x: R.Tensor((2,), "float32"), enc_w: R.Tensor((2,), "float32")):
            return R.multiply(x, enc_w)

        @R.function
        def decoder(x: R.Tensor((2,), "float32"), dec_w: R.Tensor((2,), "float32")):
            return R.add(x, dec_w)

    mod = relax.transform.BindParams("decoder", {"enc_w": np.ones(2, "float32")})(ED)
