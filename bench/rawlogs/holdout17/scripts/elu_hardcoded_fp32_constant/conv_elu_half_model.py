# cause: elu_hardcoded_fp32_constant
# expect: Binary operators must have the same datatype for both operands
# capture: stderr
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx

# fp16 conv block exported with keep_io_types=False
w = numpy_helper.from_array((np.random.rand(4, 3, 3, 3) - 0.5).astype(np.float16), "conv.w")
nodes = [helper.make_node("Conv", ["img", "conv.w"], ["c"], pads=[1, 1, 1, 1]),
         helper.make_node("Elu", ["c"], ["act"])]
g = helper.make_graph(nodes, "conv_elu",
                      [helper.make_tensor_value_info("img", TensorProto.FLOAT16, [1, 3, 8, 8])],
                      [helper.make_tensor_value_info("act", TensorProto.FLOAT16, [1, 4, 8, 8])], [w])
model = helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)])
onnx.checker.check_model(model, full_check=True)
mod = from_onnx(model)
print(mod)
