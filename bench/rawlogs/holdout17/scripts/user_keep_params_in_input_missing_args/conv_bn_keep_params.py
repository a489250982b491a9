# cause: user_keep_params_in_input_missing_args
# expect: expects \d+ arguments \(.*\), but 1 arguments were provided
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx

rng = np.random.default_rng(3)
inits = [numpy_helper.from_array(rng.random((4, 3, 3, 3), dtype=np.float32), "conv.w"),
         numpy_helper.from_array(np.ones(4, np.float32), "bn.scale"),
         numpy_helper.from_array(np.zeros(4, np.float32), "bn.bias"),
         numpy_helper.from_array(np.zeros(4, np.float32), "bn.mean"),
         numpy_helper.from_array(np.ones(4, np.float32), "bn.var")]
nodes = [helper.make_node("Conv", ["data", "conv.w"], ["c"], pads=[1, 1, 1, 1]),
         helper.make_node("BatchNormalization", ["c", "bn.scale", "bn.bias", "bn.mean", "bn.var"], ["out"])]
g = helper.make_graph(nodes, "conv_bn", [helper.make_tensor_value_info("data", TensorProto.FLOAT, [1, 3, 8, 8])],
                      [helper.make_tensor_value_info("out", TensorProto.FLOAT, [1, 4, 8, 8])], inits)
mod = from_onnx(helper.make_model(g, opset_imports=[helper.make_opsetid("", 15)]), keep_params_in_input=True)
mod = relax.transform.DecomposeOpsForInference()(mod)
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
data = rng.random((1, 3, 8, 8), dtype=np.float32)
res = vm["main"](tvm.runtime.tensor(data))
